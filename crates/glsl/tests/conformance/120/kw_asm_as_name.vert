// expect: fail -- GLSL 1.20 section 3.6: `asm` is a keyword or reserved word here
#version 120
void main() {
    float asm = 1.0;
}
