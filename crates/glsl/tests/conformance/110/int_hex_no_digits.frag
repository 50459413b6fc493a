// expect: fail -- GLSL 1.10 section 4.1.3: 0x must be followed by hexadecimal digits
#version 110
void main() {
    int i = 0x;
}
