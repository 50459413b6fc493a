// expect: fail -- GLSL 3.30 (compatibility) section 4.1.3: an octal literal has only the digits 0-7
#version 330 compatibility
void main() {
    int i = 09;
}
