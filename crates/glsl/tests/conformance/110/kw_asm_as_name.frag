// expect: fail -- GLSL 1.10 section 3.6: `asm` is a keyword or reserved word here
#version 110
void main() {
    float asm = 1.0;
}
