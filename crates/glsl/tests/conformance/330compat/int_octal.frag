// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: octal integer literals start with 0
#version 330 compatibility
void main() {
    int i = 017;
}
