// expect: compile -- GLSL 1.50 section 6: an empty statement
#version 150 core
void main() {
    ;;
}
