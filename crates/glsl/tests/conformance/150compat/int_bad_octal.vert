// expect: fail -- GLSL 1.50 (compatibility) section 4.1.3: an octal literal has only the digits 0-7
#version 150 compatibility
void main() {
    int i = 09;
}
