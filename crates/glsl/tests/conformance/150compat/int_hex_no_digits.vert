// expect: fail -- GLSL 1.50 (compatibility) section 4.1.3: 0x must be followed by hexadecimal digits
#version 150 compatibility
void main() {
    int i = 0x;
}
