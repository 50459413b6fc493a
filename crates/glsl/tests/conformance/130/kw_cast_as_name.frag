// expect: fail -- GLSL 1.30 section 3.6: `cast` is a keyword or reserved word here
#version 130
void main() {
    float cast = 1.0;
}
