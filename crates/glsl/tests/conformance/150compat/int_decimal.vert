// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: decimal integer literals
#version 150 compatibility
void main() {
    int i = 42;
}
