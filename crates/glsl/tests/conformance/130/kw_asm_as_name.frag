// expect: fail -- GLSL 1.30 section 3.6: `asm` is a keyword or reserved word here
#version 130
void main() {
    float asm = 1.0;
}
