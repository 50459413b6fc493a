// expect: fail -- GLSL 3.30 section 4.1.3: 0x must be followed by hexadecimal digits
#version 330 core
void main() {
    int i = 0x;
}
