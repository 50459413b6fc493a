// expect: compile -- GLSL 3.30 section 4.1.3: decimal integer literals
#version 330 core
void main() {
    int i = 42;
}
