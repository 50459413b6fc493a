// expect: compile -- GLSL 1.50 section 4.1.3: decimal integer literals
#version 150 core
void main() {
    int i = 42;
}
