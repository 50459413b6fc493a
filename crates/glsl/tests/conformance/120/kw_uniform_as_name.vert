// expect: fail -- GLSL 1.20 section 3.6: `uniform` is a keyword or reserved word here
#version 120
void main() {
    float uniform = 1.0;
}
