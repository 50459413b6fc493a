// expect: compile -- GLSL 1.20 section 4.1.3: octal integer literals start with 0
#version 120
void main() {
    int i = 017;
}
