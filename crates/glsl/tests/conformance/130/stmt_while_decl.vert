// expect: compile -- GLSL 1.30 section 6.3: a while condition may declare a variable
#version 130
void main() {
    while (bool b = false) { }
}
