// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: hexadecimal integer literals start with 0x
#version 150 compatibility
void main() {
    int i = 0x1F + 0XaB;
}
