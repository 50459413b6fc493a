// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: decimal integer literals
#version 330 compatibility
void main() {
    int i = 42;
}
