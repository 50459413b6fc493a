// expect: compile -- GLSL 3.30 section 6.3: a while condition may declare a variable
#version 330 core
void main() {
    while (bool b = false) { }
}
