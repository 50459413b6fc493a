// expect: compile -- GLSL 1.50 section 4.2: a local variable hides a function of the same name
#version 150 core
float helper() { return 1.0; }
void main() {
    float helper = 2.0;
}
