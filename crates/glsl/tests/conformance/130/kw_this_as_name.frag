// expect: fail -- GLSL 1.30 section 3.6: `this` is a keyword or reserved word here
#version 130
void main() {
    float this = 1.0;
}
