// expect: fail -- GLSL 1.50 section 4.1.3: 0x must be followed by hexadecimal digits
#version 150 core
void main() {
    int i = 0x;
}
