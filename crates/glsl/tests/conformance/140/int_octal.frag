// expect: compile -- GLSL 1.40 section 4.1.3: octal integer literals start with 0
#version 140
void main() {
    int i = 017;
}
