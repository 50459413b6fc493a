// expect: fail -- GLSL 1.10 section 3.6: `uniform` is a keyword or reserved word here
#version 110
void main() {
    float uniform = 1.0;
}
