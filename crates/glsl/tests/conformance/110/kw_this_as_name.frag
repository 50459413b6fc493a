// expect: fail -- GLSL 1.10 section 3.6: `this` is a keyword or reserved word here
#version 110
void main() {
    float this = 1.0;
}
