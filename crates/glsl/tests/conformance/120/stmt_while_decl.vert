// expect: compile -- GLSL 1.20 section 6.3: a while condition may declare a variable
#version 120
void main() {
    while (bool b = false) { }
}
