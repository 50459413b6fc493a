// expect: compile -- GLSL 1.50 section 4.1.3: octal integer literals start with 0
#version 150 core
void main() {
    int i = 017;
}
