// expect: fail -- GLSL 1.30 section 3.6: `uniform` is a keyword or reserved word here
#version 130
void main() {
    float uniform = 1.0;
}
