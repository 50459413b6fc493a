// expect: fail -- GLSL 1.40 section 3.6: `uniform` is a keyword or reserved word here
#version 140
void main() {
    float uniform = 1.0;
}
