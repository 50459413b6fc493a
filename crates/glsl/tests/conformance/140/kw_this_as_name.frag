// expect: fail -- GLSL 1.40 section 3.6: `this` is a keyword or reserved word here
#version 140
void main() {
    float this = 1.0;
}
