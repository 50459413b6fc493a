// expect: compile -- GLSL 1.30 section 4.1.3: octal integer literals start with 0
#version 130
void main() {
    int i = 017;
}
