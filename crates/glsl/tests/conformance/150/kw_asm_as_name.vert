// expect: fail -- GLSL 1.50 section 3.6: `asm` is a keyword or reserved word here
#version 150 core
void main() {
    float asm = 1.0;
}
