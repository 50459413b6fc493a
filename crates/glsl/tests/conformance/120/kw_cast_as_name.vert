// expect: fail -- GLSL 1.20 section 3.6: `cast` is a keyword or reserved word here
#version 120
void main() {
    float cast = 1.0;
}
