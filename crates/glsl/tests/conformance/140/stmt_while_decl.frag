// expect: compile -- GLSL 1.40 section 6.3: a while condition may declare a variable
#version 140
void main() {
    while (bool b = false) { }
}
