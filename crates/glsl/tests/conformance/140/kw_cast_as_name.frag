// expect: fail -- GLSL 1.40 section 3.6: `cast` is a keyword or reserved word here
#version 140
void main() {
    float cast = 1.0;
}
