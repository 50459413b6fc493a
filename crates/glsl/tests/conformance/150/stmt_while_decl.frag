// expect: compile -- GLSL 1.50 section 6.3: a while condition may declare a variable
#version 150 core
void main() {
    while (bool b = false) { }
}
