#version 330 core
out vec4 FragColor;
in vec3 ourColor;
void main()
{
FragColor = vec4(ourColor, 1.0f);
}
// run: {"inputs": {"ourColor": [0.2, 0.4, 0.6]}, "expect": {"FragColor": [0.2, 0.4, 0.6, 1]}}
