// expect: fail -- GLSL 1.10 section 3.6: `cast` is a keyword or reserved word here
#version 110
void main() {
    float cast = 1.0;
}
