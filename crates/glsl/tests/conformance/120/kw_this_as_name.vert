// expect: fail -- GLSL 1.20 section 3.6: `this` is a keyword or reserved word here
#version 120
void main() {
    float this = 1.0;
}
