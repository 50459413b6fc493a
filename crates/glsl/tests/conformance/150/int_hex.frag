// expect: compile -- GLSL 1.50 section 4.1.3: hexadecimal integer literals start with 0x
#version 150 core
void main() {
    int i = 0x1F + 0XaB;
}
