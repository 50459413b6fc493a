// expect: fail -- GLSL 3.30 (compatibility) section 4.1.3: 0x must be followed by hexadecimal digits
#version 330 compatibility
void main() {
    int i = 0x;
}
