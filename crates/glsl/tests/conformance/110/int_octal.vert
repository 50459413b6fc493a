// expect: compile -- GLSL 1.10 section 4.1.3: octal integer literals start with 0
#version 110
void main() {
    int i = 017;
}
