// expect: compile -- GLSL 1.10 section 6.3: a while condition may declare a variable
#version 110
void main() {
    while (bool b = false) { }
}
