// expect: fail -- GLSL 1.40 section 3.6: `asm` is a keyword or reserved word here
#version 140
void main() {
    float asm = 1.0;
}
