// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: octal integer literals start with 0
#version 150 compatibility
void main() {
    int i = 017;
}
