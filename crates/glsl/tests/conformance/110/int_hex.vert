// expect: compile -- GLSL 1.10 section 4.1.3: hexadecimal integer literals start with 0x
#version 110
void main() {
    int i = 0x1F + 0XaB;
}
