// expect: compile -- GLSL 3.30 section 4.1.3: hexadecimal integer literals start with 0x
#version 330 core
void main() {
    int i = 0x1F + 0XaB;
}
