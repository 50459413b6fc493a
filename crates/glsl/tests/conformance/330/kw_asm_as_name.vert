// expect: fail -- GLSL 3.30 section 3.6: `asm` is a keyword or reserved word here
#version 330 core
void main() {
    float asm = 1.0;
}
