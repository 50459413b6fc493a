// expect: compile -- GLSL 1.40 section 4.1.3: hexadecimal integer literals start with 0x
#version 140
void main() {
    int i = 0x1F + 0XaB;
}
