// expect: fail -- GLSL 1.10 section 4.1.3: an octal literal has only the digits 0-7
#version 110
void main() {
    int i = 09;
}
