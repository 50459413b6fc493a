// expect: fail -- GLSL 1.40 section 4.1.3: 0x must be followed by hexadecimal digits
#version 140
void main() {
    int i = 0x;
}
